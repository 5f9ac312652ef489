// Generated from the live schema by `npm run gen:types -w supabase` (supabase/local/gen-types.ts).
// Do not edit by hand: a test in supabase/tests fails when this file is stale.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12";
  };
  public: {
    Tables: {
      access_log: {
        Row: {
          action: string;
          clinic_id: string;
          created_at: string;
          id: string;
          is_main_therapist: boolean;
          journal_record_history_id: string | null;
          journal_record_id: string | null;
          patient_user_id: string;
          reader_id: string;
          reader_role: string | null;
          reason: string | null;
        };
        Insert: {
          action?: string;
          clinic_id: string;
          created_at?: string;
          id?: string;
          is_main_therapist: boolean;
          journal_record_history_id?: string | null;
          journal_record_id?: string | null;
          patient_user_id: string;
          reader_id: string;
          reader_role?: string | null;
          reason?: string | null;
        };
        Update: {
          action?: string;
          clinic_id?: string;
          created_at?: string;
          id?: string;
          is_main_therapist?: boolean;
          journal_record_history_id?: string | null;
          journal_record_id?: string | null;
          patient_user_id?: string;
          reader_id?: string;
          reader_role?: string | null;
          reason?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "access_log_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      appointment_types: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          currency_code: string;
          currency_id: string | null;
          duration: number;
          id: string;
          is_updated: boolean;
          name: string;
          pause: number;
          price: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          currency_id?: string | null;
          duration?: number;
          id?: string;
          is_updated?: boolean;
          name: string;
          pause?: number;
          price?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          currency_id?: string | null;
          duration?: number;
          id?: string;
          is_updated?: boolean;
          name?: string;
          pause?: number;
          price?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "appointment_types_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointment_types_currency_id_fkey";
            columns: ["currency_id"];
            isOneToOne: false;
            referencedRelation: "currencies";
            referencedColumns: ["id"];
          },
        ];
      };
      appointments: {
        Row: {
          appointment_start_time: string | null;
          appointment_type_currency_code: string;
          appointment_type_currency_id: string | null;
          appointment_type_duration: number;
          appointment_type_id: string | null;
          appointment_type_name: string | null;
          appointment_type_pause: number;
          appointment_type_price: number;
          assigned_therapist_user_id: string | null;
          booking_method: string | null;
          busy_range: string | null;
          calendar_event_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          end_at: string;
          id: string;
          is_appointment_was_stopped_by_patient: boolean;
          is_created_by_patient: boolean;
          is_draft_appointment: boolean;
          is_first_appointment_for_patient: boolean;
          is_journal_phase_finished: boolean;
          is_journal_record_skipped: boolean;
          is_next_appointment_was_scheduled: boolean;
          is_paid: boolean;
          is_patient_confirmed_readiness: boolean;
          is_payment_item_deleted: boolean;
          is_sent: boolean;
          is_session_finished: boolean;
          is_session_scripts_finished: boolean;
          is_therapist_confirmed_patient_action: boolean;
          is_therapist_was_assigned: boolean;
          is_updated: boolean;
          is_user_devices_check_in_progress: boolean;
          is_user_devices_checked: boolean;
          live_session_type: string;
          name: string | null;
          overtime_reached: boolean;
          page_id: string | null;
          page_states: Json;
          patient_phone_dimensions: Json | null;
          patient_user_id: string;
          patients_online: Json;
          pause_calendar_event_id: string | null;
          room_url: string | null;
          script_id: string | null;
          start_at: string;
          status: string;
          therapist_user_id: string;
          title: string;
          updated_at: string;
          updated_by: string | null;
          updated_payment_info: Json | null;
        };
        Insert: {
          appointment_start_time?: string | null;
          appointment_type_currency_code?: string;
          appointment_type_currency_id?: string | null;
          appointment_type_duration?: number;
          appointment_type_id?: string | null;
          appointment_type_name?: string | null;
          appointment_type_pause?: number;
          appointment_type_price?: number;
          assigned_therapist_user_id?: string | null;
          booking_method?: string | null;
          busy_range?: never;
          calendar_event_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          end_at: string;
          id?: string;
          is_appointment_was_stopped_by_patient?: boolean;
          is_created_by_patient?: boolean;
          is_draft_appointment?: boolean;
          is_first_appointment_for_patient?: boolean;
          is_journal_phase_finished?: boolean;
          is_journal_record_skipped?: boolean;
          is_next_appointment_was_scheduled?: boolean;
          is_paid?: boolean;
          is_patient_confirmed_readiness?: boolean;
          is_payment_item_deleted?: boolean;
          is_sent?: boolean;
          is_session_finished?: boolean;
          is_session_scripts_finished?: boolean;
          is_therapist_confirmed_patient_action?: boolean;
          is_therapist_was_assigned?: boolean;
          is_updated?: boolean;
          is_user_devices_check_in_progress?: boolean;
          is_user_devices_checked?: boolean;
          live_session_type?: string;
          name?: string | null;
          overtime_reached?: boolean;
          page_id?: string | null;
          page_states?: Json;
          patient_phone_dimensions?: Json | null;
          patient_user_id: string;
          patients_online?: Json;
          pause_calendar_event_id?: string | null;
          room_url?: string | null;
          script_id?: string | null;
          start_at: string;
          status?: string;
          therapist_user_id: string;
          title: string;
          updated_at?: string;
          updated_by?: string | null;
          updated_payment_info?: Json | null;
        };
        Update: {
          appointment_start_time?: string | null;
          appointment_type_currency_code?: string;
          appointment_type_currency_id?: string | null;
          appointment_type_duration?: number;
          appointment_type_id?: string | null;
          appointment_type_name?: string | null;
          appointment_type_pause?: number;
          appointment_type_price?: number;
          assigned_therapist_user_id?: string | null;
          booking_method?: string | null;
          busy_range?: never;
          calendar_event_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          end_at?: string;
          id?: string;
          is_appointment_was_stopped_by_patient?: boolean;
          is_created_by_patient?: boolean;
          is_draft_appointment?: boolean;
          is_first_appointment_for_patient?: boolean;
          is_journal_phase_finished?: boolean;
          is_journal_record_skipped?: boolean;
          is_next_appointment_was_scheduled?: boolean;
          is_paid?: boolean;
          is_patient_confirmed_readiness?: boolean;
          is_payment_item_deleted?: boolean;
          is_sent?: boolean;
          is_session_finished?: boolean;
          is_session_scripts_finished?: boolean;
          is_therapist_confirmed_patient_action?: boolean;
          is_therapist_was_assigned?: boolean;
          is_updated?: boolean;
          is_user_devices_check_in_progress?: boolean;
          is_user_devices_checked?: boolean;
          live_session_type?: string;
          name?: string | null;
          overtime_reached?: boolean;
          page_id?: string | null;
          page_states?: Json;
          patient_phone_dimensions?: Json | null;
          patient_user_id?: string;
          patients_online?: Json;
          pause_calendar_event_id?: string | null;
          room_url?: string | null;
          script_id?: string | null;
          start_at?: string;
          status?: string;
          therapist_user_id?: string;
          title?: string;
          updated_at?: string;
          updated_by?: string | null;
          updated_payment_info?: Json | null;
        };
        Relationships: [
          {
            foreignKeyName: "appointments_appointment_type_currency_id_fkey";
            columns: ["appointment_type_currency_id"];
            isOneToOne: false;
            referencedRelation: "currencies";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_appointment_type_id_fkey";
            columns: ["appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_assigned_therapist_user_id_fkey";
            columns: ["assigned_therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_calendar_event_fk";
            columns: ["calendar_event_id"];
            isOneToOne: false;
            referencedRelation: "calendar_events";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_page_id_fkey";
            columns: ["page_id"];
            isOneToOne: false;
            referencedRelation: "pages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_pause_calendar_event_fk";
            columns: ["pause_calendar_event_id"];
            isOneToOne: false;
            referencedRelation: "calendar_events";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_script_id_fkey";
            columns: ["script_id"];
            isOneToOne: false;
            referencedRelation: "scripts";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "appointments_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      calendar_events: {
        Row: {
          appointment_id: string | null;
          appointment_status: string | null;
          calendar_event_appointment_id: string | null;
          calendar_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          custom_properties: Json;
          end_at: string;
          external_id: string | null;
          id: string;
          is_updated: boolean;
          live_session_status: string | null;
          live_session_type: string | null;
          patient_user_id: string | null;
          start_at: string;
          summary: string | null;
          therapist_user_id: string;
          type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_id?: string | null;
          appointment_status?: string | null;
          calendar_event_appointment_id?: string | null;
          calendar_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          custom_properties?: Json;
          end_at: string;
          external_id?: string | null;
          id?: string;
          is_updated?: boolean;
          live_session_status?: string | null;
          live_session_type?: string | null;
          patient_user_id?: string | null;
          start_at: string;
          summary?: string | null;
          therapist_user_id: string;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_id?: string | null;
          appointment_status?: string | null;
          calendar_event_appointment_id?: string | null;
          calendar_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          custom_properties?: Json;
          end_at?: string;
          external_id?: string | null;
          id?: string;
          is_updated?: boolean;
          live_session_status?: string | null;
          live_session_type?: string | null;
          patient_user_id?: string | null;
          start_at?: string;
          summary?: string | null;
          therapist_user_id?: string;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "calendar_events_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: false;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendar_events_calendar_event_appointment_id_fkey";
            columns: ["calendar_event_appointment_id"];
            isOneToOne: false;
            referencedRelation: "calendar_events";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendar_events_calendar_id_fkey";
            columns: ["calendar_id"];
            isOneToOne: false;
            referencedRelation: "calendars";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendar_events_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendar_events_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendar_events_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      calendars: {
        Row: {
          access_role: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          external_id: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          provider: string;
          therapist_user_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          access_role?: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          external_id?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          provider?: string;
          therapist_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          access_role?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          external_id?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          provider?: string;
          therapist_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "calendars_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "calendars_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      cgi_records: {
        Row: {
          appointment_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          kind: string;
          level: number;
          patient_profile_id: string;
          patient_user_id: string;
          therapist_user_display_name: string | null;
          therapist_user_id: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          kind: string;
          level: number;
          patient_profile_id: string;
          patient_user_id: string;
          therapist_user_display_name?: string | null;
          therapist_user_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          kind?: string;
          level?: number;
          patient_profile_id?: string;
          patient_user_id?: string;
          therapist_user_display_name?: string | null;
          therapist_user_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "cgi_records_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: false;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "cgi_records_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "cgi_records_patient_profile_id_fkey";
            columns: ["patient_profile_id"];
            isOneToOne: false;
            referencedRelation: "patient_profiles";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "cgi_records_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "cgi_records_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      chapters: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          q_video_id: string | null;
          start_time: number;
          start_time_formatted: string | null;
          tag_ids: string[];
          title: string;
          updated_at: string;
          updated_by: string | null;
          video_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          q_video_id?: string | null;
          start_time?: number;
          start_time_formatted?: string | null;
          tag_ids?: string[];
          title: string;
          updated_at?: string;
          updated_by?: string | null;
          video_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          q_video_id?: string | null;
          start_time?: number;
          start_time_formatted?: string | null;
          tag_ids?: string[];
          title?: string;
          updated_at?: string;
          updated_by?: string | null;
          video_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "chapters_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "chapters_video_id_fkey";
            columns: ["video_id"];
            isOneToOne: false;
            referencedRelation: "videos";
            referencedColumns: ["id"];
          },
        ];
      };
      clinics: {
        Row: {
          address: string | null;
          bank_account: string | null;
          city: string | null;
          created_at: string;
          created_by: string | null;
          currency_code: string;
          default_appointment_type_id: string | null;
          email: string | null;
          id: string;
          invoice_template_id: string | null;
          is_invoice_enable: boolean;
          is_updated: boolean;
          logo_url: string | null;
          name: string;
          org_number: string | null;
          postcode: string | null;
          therapists_minutes_for_logout: number;
          time_zone: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          address?: string | null;
          bank_account?: string | null;
          city?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          default_appointment_type_id?: string | null;
          email?: string | null;
          id?: string;
          invoice_template_id?: string | null;
          is_invoice_enable?: boolean;
          is_updated?: boolean;
          logo_url?: string | null;
          name: string;
          org_number?: string | null;
          postcode?: string | null;
          therapists_minutes_for_logout?: number;
          time_zone?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          address?: string | null;
          bank_account?: string | null;
          city?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          default_appointment_type_id?: string | null;
          email?: string | null;
          id?: string;
          invoice_template_id?: string | null;
          is_invoice_enable?: boolean;
          is_updated?: boolean;
          logo_url?: string | null;
          name?: string;
          org_number?: string | null;
          postcode?: string | null;
          therapists_minutes_for_logout?: number;
          time_zone?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "clinics_default_appointment_type_fk";
            columns: ["default_appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "clinics_invoice_template_fk";
            columns: ["invoice_template_id"];
            isOneToOne: false;
            referencedRelation: "invoice_templates";
            referencedColumns: ["id"];
          },
        ];
      };
      currencies: {
        Row: {
          code: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          code: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          code?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      digital_id_connections: {
        Row: {
          clinic_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          provider: string;
          provider_email: string | null;
          provider_email_hash: string | null;
          updated_at: string;
          updated_by: string | null;
          user_email: string;
          user_id: string;
        };
        Insert: {
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          provider?: string;
          provider_email?: string | null;
          provider_email_hash?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_email: string;
          user_id: string;
        };
        Update: {
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          provider?: string;
          provider_email?: string | null;
          provider_email_hash?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_email?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "digital_id_connections_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "digital_id_connections_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      disorders: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "disorders_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      evaluation_states: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          level: number;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          level: number;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          level?: number;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "evaluation_states_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      files: {
        Row: {
          bucket_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          mime_type: string | null;
          name: string;
          owner_id: string | null;
          path: string;
          size: number | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          bucket_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          mime_type?: string | null;
          name: string;
          owner_id?: string | null;
          path: string;
          size?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          bucket_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          mime_type?: string | null;
          name?: string;
          owner_id?: string | null;
          path?: string;
          size?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "files_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "files_owner_id_fkey";
            columns: ["owner_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      form_answers: {
        Row: {
          answers: Json;
          appointment_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          form_id: string | null;
          id: string;
          is_updated: boolean;
          patient_user_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          answers?: Json;
          appointment_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          form_id?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          answers?: Json;
          appointment_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          form_id?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "form_answers_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: false;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "form_answers_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "form_answers_form_id_fkey";
            columns: ["form_id"];
            isOneToOne: false;
            referencedRelation: "forms";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "form_answers_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      forms: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_quiz: boolean;
          is_updated: boolean;
          subtitle: string | null;
          title: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_quiz?: boolean;
          is_updated?: boolean;
          subtitle?: string | null;
          title: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_quiz?: boolean;
          is_updated?: boolean;
          subtitle?: string | null;
          title?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "forms_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      invitations: {
        Row: {
          appointment_type_id_that_patient_was_invited_to: string | null;
          booking_data: Json | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          initialized_user_id: string | null;
          invitation_created_by_id: string | null;
          is_patient_can_choose_next_appointment_by_himself: boolean;
          is_updated: boolean;
          phone: string | null;
          receiver_email: string;
          receiver_first_name: string;
          receiver_last_name: string;
          receiver_name: string | null;
          status: string;
          therapist_id_that_patient_was_invited_to: string | null;
          trigger_actions: string[];
          type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_id_that_patient_was_invited_to?: string | null;
          booking_data?: Json | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          initialized_user_id?: string | null;
          invitation_created_by_id?: string | null;
          is_patient_can_choose_next_appointment_by_himself?: boolean;
          is_updated?: boolean;
          phone?: string | null;
          receiver_email: string;
          receiver_first_name: string;
          receiver_last_name: string;
          receiver_name?: string | null;
          status?: string;
          therapist_id_that_patient_was_invited_to?: string | null;
          trigger_actions?: string[];
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_id_that_patient_was_invited_to?: string | null;
          booking_data?: Json | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          initialized_user_id?: string | null;
          invitation_created_by_id?: string | null;
          is_patient_can_choose_next_appointment_by_himself?: boolean;
          is_updated?: boolean;
          phone?: string | null;
          receiver_email?: string;
          receiver_first_name?: string;
          receiver_last_name?: string;
          receiver_name?: string | null;
          status?: string;
          therapist_id_that_patient_was_invited_to?: string | null;
          trigger_actions?: string[];
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "invitations_appointment_type_id_that_patient_was_invited_t_fkey";
            columns: ["appointment_type_id_that_patient_was_invited_to"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invitations_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invitations_initialized_user_id_fkey";
            columns: ["initialized_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invitations_invitation_created_by_id_fkey";
            columns: ["invitation_created_by_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invitations_therapist_id_that_patient_was_invited_to_fkey";
            columns: ["therapist_id_that_patient_was_invited_to"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      invoice_templates: {
        Row: {
          clinic_id: string;
          content: string;
          created_at: string;
          created_by: string | null;
          footer: string | null;
          id: string;
          is_updated: boolean;
          logo_url: string | null;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          footer?: string | null;
          id?: string;
          is_updated?: boolean;
          logo_url?: string | null;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          footer?: string | null;
          id?: string;
          is_updated?: boolean;
          logo_url?: string | null;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "invoice_templates_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      invoices: {
        Row: {
          address_id: string | null;
          appointment_ids: string[];
          clinic_email: string | null;
          clinic_id: string;
          clinic_logo: string | null;
          created_at: string;
          created_by: string | null;
          currency_code: string;
          currency_id: string | null;
          date_for_service: string | null;
          due_date: string;
          footer: string | null;
          id: string;
          invoice_date: string;
          is_draft: boolean;
          is_paid: boolean;
          is_updated: boolean;
          items_data: Json;
          number: number;
          org_number: string | null;
          patient_user_id: string;
          pdf_url: string | null;
          therapist_user_id: string | null;
          total: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          address_id?: string | null;
          appointment_ids: string[];
          clinic_email?: string | null;
          clinic_id: string;
          clinic_logo?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          currency_id?: string | null;
          date_for_service?: string | null;
          due_date?: string;
          footer?: string | null;
          id?: string;
          invoice_date?: string;
          is_draft?: boolean;
          is_paid?: boolean;
          is_updated?: boolean;
          items_data?: Json;
          number: number;
          org_number?: string | null;
          patient_user_id: string;
          pdf_url?: string | null;
          therapist_user_id?: string | null;
          total?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          address_id?: string | null;
          appointment_ids?: string[];
          clinic_email?: string | null;
          clinic_id?: string;
          clinic_logo?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_code?: string;
          currency_id?: string | null;
          date_for_service?: string | null;
          due_date?: string;
          footer?: string | null;
          id?: string;
          invoice_date?: string;
          is_draft?: boolean;
          is_paid?: boolean;
          is_updated?: boolean;
          items_data?: Json;
          number?: number;
          org_number?: string | null;
          patient_user_id?: string;
          pdf_url?: string | null;
          therapist_user_id?: string | null;
          total?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "invoices_address_id_fkey";
            columns: ["address_id"];
            isOneToOne: false;
            referencedRelation: "user_addresses";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invoices_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invoices_currency_id_fkey";
            columns: ["currency_id"];
            isOneToOne: false;
            referencedRelation: "currencies";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invoices_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "invoices_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      journal_access_confirmations: {
        Row: {
          clinic_id: string;
          created_at: string;
          id: string;
          patient_user_id: string;
          reason: string;
          therapist_user_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          id?: string;
          patient_user_id: string;
          reason: string;
          therapist_user_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          id?: string;
          patient_user_id?: string;
          reason?: string;
          therapist_user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "journal_access_confirmations_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_access_confirmations_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_access_confirmations_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      journal_record_history: {
        Row: {
          appointment_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          journal_id: string;
          journal_record_id: string;
          patient_user_id: string;
          previous_appointment_id: string | null;
          therapist_user_id: string | null;
          type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          journal_id: string;
          journal_record_id: string;
          patient_user_id: string;
          previous_appointment_id?: string | null;
          therapist_user_id?: string | null;
          type: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          journal_id?: string;
          journal_record_id?: string;
          patient_user_id?: string;
          previous_appointment_id?: string | null;
          therapist_user_id?: string | null;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "journal_record_history_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      journal_records: {
        Row: {
          appointment_id: string | null;
          appointment_snapshot: Json | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_draft: boolean;
          is_updated: boolean;
          journal_id: string;
          patient_user_id: string;
          pdf_url: string | null;
          progression: number | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_id?: string | null;
          appointment_snapshot?: Json | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_draft?: boolean;
          is_updated?: boolean;
          journal_id: string;
          patient_user_id: string;
          pdf_url?: string | null;
          progression?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_id?: string | null;
          appointment_snapshot?: Json | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_draft?: boolean;
          is_updated?: boolean;
          journal_id?: string;
          patient_user_id?: string;
          pdf_url?: string | null;
          progression?: number | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "journal_records_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: false;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_records_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_records_journal_id_fkey";
            columns: ["journal_id"];
            isOneToOne: false;
            referencedRelation: "journals";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_records_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      journal_templates: {
        Row: {
          appointment_type_id: string;
          clinic_id: string;
          content: string;
          created_at: string;
          created_by: string | null;
          disorder_id: string | null;
          evaluation_state_id: string | null;
          evaluation_state_levels: number[];
          id: string;
          is_connected_to_step: boolean;
          is_updated: boolean;
          name: string;
          script_id: string | null;
          step_id: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_id: string;
          clinic_id: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          evaluation_state_id?: string | null;
          evaluation_state_levels?: number[];
          id?: string;
          is_connected_to_step?: boolean;
          is_updated?: boolean;
          name: string;
          script_id?: string | null;
          step_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_id?: string;
          clinic_id?: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          evaluation_state_id?: string | null;
          evaluation_state_levels?: number[];
          id?: string;
          is_connected_to_step?: boolean;
          is_updated?: boolean;
          name?: string;
          script_id?: string | null;
          step_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "journal_templates_appointment_type_id_fkey";
            columns: ["appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_templates_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_templates_disorder_id_fkey";
            columns: ["disorder_id"];
            isOneToOne: false;
            referencedRelation: "disorders";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_templates_evaluation_state_id_fkey";
            columns: ["evaluation_state_id"];
            isOneToOne: false;
            referencedRelation: "evaluation_states";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_templates_script_id_fkey";
            columns: ["script_id"];
            isOneToOne: false;
            referencedRelation: "scripts";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journal_templates_step_id_fkey";
            columns: ["step_id"];
            isOneToOne: false;
            referencedRelation: "script_steps";
            referencedColumns: ["id"];
          },
        ];
      };
      journals: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          patient_user_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "journals_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "journals_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      languages: {
        Row: {
          code: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          code: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          code?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      live_sessions: {
        Row: {
          appointment_id: string;
          calendar_event_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          event_start_time: string;
          id: string;
          is_session_finished: boolean;
          is_updated: boolean;
          live_session_status: string;
          live_session_type: string | null;
          page_states: Json;
          patient_user_id: string;
          patients_online: Json;
          therapist_on_session_dashboard: Json;
          therapist_user_id: string;
          title: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_id: string;
          calendar_event_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          event_start_time: string;
          id?: string;
          is_session_finished?: boolean;
          is_updated?: boolean;
          live_session_status?: string;
          live_session_type?: string | null;
          page_states?: Json;
          patient_user_id: string;
          patients_online?: Json;
          therapist_on_session_dashboard?: Json;
          therapist_user_id: string;
          title?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_id?: string;
          calendar_event_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          event_start_time?: string;
          id?: string;
          is_session_finished?: boolean;
          is_updated?: boolean;
          live_session_status?: string;
          live_session_type?: string | null;
          page_states?: Json;
          patient_user_id?: string;
          patients_online?: Json;
          therapist_on_session_dashboard?: Json;
          therapist_user_id?: string;
          title?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "live_sessions_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: true;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "live_sessions_calendar_event_id_fkey";
            columns: ["calendar_event_id"];
            isOneToOne: false;
            referencedRelation: "calendar_events";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "live_sessions_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "live_sessions_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "live_sessions_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      locations: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "locations_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      messages: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          patient_user_id: string;
          sender_id: string | null;
          text: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id: string;
          sender_id?: string | null;
          text: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          patient_user_id?: string;
          sender_id?: string | null;
          text?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "messages_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "messages_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "messages_sender_id_fkey";
            columns: ["sender_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      notification_seen: {
        Row: {
          clinic_id: string;
          notification_id: string;
          seen_at: string;
          user_id: string;
        };
        Insert: {
          clinic_id: string;
          notification_id: string;
          seen_at?: string;
          user_id: string;
        };
        Update: {
          clinic_id?: string;
          notification_id?: string;
          seen_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "notification_seen_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "notification_seen_notification_id_fkey";
            columns: ["notification_id"];
            isOneToOne: false;
            referencedRelation: "notifications";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "notification_seen_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      notifications: {
        Row: {
          additional_data: Json;
          application: string;
          auto_seen_trigger_type: number | null;
          clinic_id: string | null;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          receiver_id: string | null;
          receivers: string[] | null;
          seen: boolean;
          sender_id: string | null;
          text: Json;
          type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          additional_data?: Json;
          application?: string;
          auto_seen_trigger_type?: number | null;
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          receiver_id?: string | null;
          receivers?: string[] | null;
          seen?: boolean;
          sender_id?: string | null;
          text: Json;
          type: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          additional_data?: Json;
          application?: string;
          auto_seen_trigger_type?: number | null;
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          receiver_id?: string | null;
          receivers?: string[] | null;
          seen?: boolean;
          sender_id?: string | null;
          text?: Json;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "notifications_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "notifications_receiver_id_fkey";
            columns: ["receiver_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "notifications_sender_id_fkey";
            columns: ["sender_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      packages: {
        Row: {
          clinic_id: string;
          content: string | null;
          created_at: string;
          created_by: string | null;
          currency_id: string | null;
          description: string | null;
          disorder_id: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          number_of_appointments: number;
          price: number;
          text: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          content?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_id?: string | null;
          description?: string | null;
          disorder_id?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          number_of_appointments?: number;
          price?: number;
          text?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          content?: string | null;
          created_at?: string;
          created_by?: string | null;
          currency_id?: string | null;
          description?: string | null;
          disorder_id?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          number_of_appointments?: number;
          price?: number;
          text?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "packages_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "packages_currency_id_fkey";
            columns: ["currency_id"];
            isOneToOne: false;
            referencedRelation: "currencies";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "packages_disorder_id_fkey";
            columns: ["disorder_id"];
            isOneToOne: false;
            referencedRelation: "disorders";
            referencedColumns: ["id"];
          },
        ];
      };
      pages: {
        Row: {
          appointment_type_id: string | null;
          clinic_id: string;
          content: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_id?: string | null;
          clinic_id: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_id?: string | null;
          clinic_id?: string;
          content?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "pages_appointment_type_id_fkey";
            columns: ["appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "pages_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      patient_profiles: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          disorder_id: string | null;
          evaluation_states: Json;
          has_not_finished_first_appointment: boolean;
          id: string;
          is_access_to_time_slots_stopped: boolean;
          is_allow_client_schedule_appointment: boolean;
          is_allow_view_journal_records: boolean;
          is_another_user: boolean;
          is_updated: boolean;
          journal_id: string | null;
          number_of_active_appointments: number;
          package_id: string | null;
          phase: number | null;
          selected_page_id: string | null;
          sent_form_from_therapist: Json;
          therapist_user_id: string | null;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          evaluation_states?: Json;
          has_not_finished_first_appointment?: boolean;
          id?: string;
          is_access_to_time_slots_stopped?: boolean;
          is_allow_client_schedule_appointment?: boolean;
          is_allow_view_journal_records?: boolean;
          is_another_user?: boolean;
          is_updated?: boolean;
          journal_id?: string | null;
          number_of_active_appointments?: number;
          package_id?: string | null;
          phase?: number | null;
          selected_page_id?: string | null;
          sent_form_from_therapist?: Json;
          therapist_user_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          evaluation_states?: Json;
          has_not_finished_first_appointment?: boolean;
          id?: string;
          is_access_to_time_slots_stopped?: boolean;
          is_allow_client_schedule_appointment?: boolean;
          is_allow_view_journal_records?: boolean;
          is_another_user?: boolean;
          is_updated?: boolean;
          journal_id?: string | null;
          number_of_active_appointments?: number;
          package_id?: string | null;
          phase?: number | null;
          selected_page_id?: string | null;
          sent_form_from_therapist?: Json;
          therapist_user_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "patient_profiles_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_disorder_id_fkey";
            columns: ["disorder_id"];
            isOneToOne: false;
            referencedRelation: "disorders";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_journal_id_fkey";
            columns: ["journal_id"];
            isOneToOne: false;
            referencedRelation: "journals";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_package_id_fkey";
            columns: ["package_id"];
            isOneToOne: false;
            referencedRelation: "packages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_selected_page_id_fkey";
            columns: ["selected_page_id"];
            isOneToOne: false;
            referencedRelation: "pages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "patient_profiles_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      payments: {
        Row: {
          amount: number;
          appointment_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          currency_id: string | null;
          description: string | null;
          error_code: string | null;
          error_message: string | null;
          id: string;
          is_updated: boolean;
          merchant_reference: string | null;
          patient_user_id: string;
          payment_types: string[];
          status: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          amount: number;
          appointment_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          currency_id?: string | null;
          description?: string | null;
          error_code?: string | null;
          error_message?: string | null;
          id?: string;
          is_updated?: boolean;
          merchant_reference?: string | null;
          patient_user_id: string;
          payment_types?: string[];
          status?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          amount?: number;
          appointment_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          currency_id?: string | null;
          description?: string | null;
          error_code?: string | null;
          error_message?: string | null;
          id?: string;
          is_updated?: boolean;
          merchant_reference?: string | null;
          patient_user_id?: string;
          payment_types?: string[];
          status?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "payments_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: true;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_currency_id_fkey";
            columns: ["currency_id"];
            isOneToOne: false;
            referencedRelation: "currencies";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "payments_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      presentations: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          created_by_id: string | null;
          email: string | null;
          google_slide_id: string;
          id: string;
          is_updated: boolean;
          is_upload_by_admin: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          created_by_id?: string | null;
          email?: string | null;
          google_slide_id: string;
          id?: string;
          is_updated?: boolean;
          is_upload_by_admin?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          created_by_id?: string | null;
          email?: string | null;
          google_slide_id?: string;
          id?: string;
          is_updated?: boolean;
          is_upload_by_admin?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "presentations_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "presentations_created_by_id_fkey";
            columns: ["created_by_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      questions: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          form_id: string;
          id: string;
          is_updated: boolean;
          options: Json;
          order: number;
          question: string;
          question_type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          form_id: string;
          id?: string;
          is_updated?: boolean;
          options?: Json;
          order?: number;
          question: string;
          question_type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          form_id?: string;
          id?: string;
          is_updated?: boolean;
          options?: Json;
          order?: number;
          question?: string;
          question_type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "questions_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "questions_form_id_fkey";
            columns: ["form_id"];
            isOneToOne: false;
            referencedRelation: "forms";
            referencedColumns: ["id"];
          },
        ];
      };
      remote_sharing: {
        Row: {
          appointment_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          file: Json | null;
          form_id: string | null;
          id: string;
          is_patient_ready: boolean;
          is_updated: boolean;
          is_whiteboard_shown: boolean;
          package_id: string | null;
          patient_user_id: string;
          presentation_id: string | null;
          presentation_state: Json;
          shared_therapist_user_id: string | null;
          therapist_user_id: string;
          type: string;
          updated_at: string;
          updated_by: string | null;
          video_state: Json;
        };
        Insert: {
          appointment_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          file?: Json | null;
          form_id?: string | null;
          id?: string;
          is_patient_ready?: boolean;
          is_updated?: boolean;
          is_whiteboard_shown?: boolean;
          package_id?: string | null;
          patient_user_id: string;
          presentation_id?: string | null;
          presentation_state?: Json;
          shared_therapist_user_id?: string | null;
          therapist_user_id: string;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
          video_state?: Json;
        };
        Update: {
          appointment_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          file?: Json | null;
          form_id?: string | null;
          id?: string;
          is_patient_ready?: boolean;
          is_updated?: boolean;
          is_whiteboard_shown?: boolean;
          package_id?: string | null;
          patient_user_id?: string;
          presentation_id?: string | null;
          presentation_state?: Json;
          shared_therapist_user_id?: string | null;
          therapist_user_id?: string;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
          video_state?: Json;
        };
        Relationships: [
          {
            foreignKeyName: "remote_sharing_appointment_id_fkey";
            columns: ["appointment_id"];
            isOneToOne: true;
            referencedRelation: "appointments";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_form_id_fkey";
            columns: ["form_id"];
            isOneToOne: false;
            referencedRelation: "forms";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_package_id_fkey";
            columns: ["package_id"];
            isOneToOne: false;
            referencedRelation: "packages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_presentation_id_fkey";
            columns: ["presentation_id"];
            isOneToOne: false;
            referencedRelation: "presentations";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_shared_therapist_user_id_fkey";
            columns: ["shared_therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "remote_sharing_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      script_steps: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          description: string | null;
          files: Json;
          form_id: string | null;
          id: string;
          is_ending: boolean;
          is_updated: boolean;
          name: string | null;
          order: number;
          presentation_ids: string[];
          script_id: string;
          type: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          files?: Json;
          form_id?: string | null;
          id?: string;
          is_ending?: boolean;
          is_updated?: boolean;
          name?: string | null;
          order?: number;
          presentation_ids?: string[];
          script_id: string;
          type: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          files?: Json;
          form_id?: string | null;
          id?: string;
          is_ending?: boolean;
          is_updated?: boolean;
          name?: string | null;
          order?: number;
          presentation_ids?: string[];
          script_id?: string;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "script_steps_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "script_steps_form_id_fkey";
            columns: ["form_id"];
            isOneToOne: false;
            referencedRelation: "forms";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "script_steps_script_id_fkey";
            columns: ["script_id"];
            isOneToOne: false;
            referencedRelation: "scripts";
            referencedColumns: ["id"];
          },
        ];
      };
      scripts: {
        Row: {
          appointment_type_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          disorder_id: string | null;
          id: string;
          is_updated: boolean;
          live_session_types: string[];
          name: string;
          order: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          id?: string;
          is_updated?: boolean;
          live_session_types: string[];
          name: string;
          order?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          disorder_id?: string | null;
          id?: string;
          is_updated?: boolean;
          live_session_types?: string[];
          name?: string;
          order?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "scripts_appointment_type_id_fkey";
            columns: ["appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "scripts_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "scripts_disorder_id_fkey";
            columns: ["disorder_id"];
            isOneToOne: false;
            referencedRelation: "disorders";
            referencedColumns: ["id"];
          },
        ];
      };
      slide_accounts: {
        Row: {
          clinic_id: string;
          created_at: string;
          email: string | null;
          provider: string;
          user_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          email?: string | null;
          provider: string;
          user_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          email?: string | null;
          provider?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "slide_accounts_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "slide_accounts_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      slide_google_tokens: {
        Row: {
          access_token: string;
          expires_at: string;
          refresh_token: string | null;
          updated_at: string;
          user_id: string;
        };
        Insert: {
          access_token: string;
          expires_at: string;
          refresh_token?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          access_token?: string;
          expires_at?: string;
          refresh_token?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "slide_google_tokens_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      slide_uploads: {
        Row: {
          clinic_id: string;
          created_at: string;
          id: string;
          name: string;
          pages: Json;
          user_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          id?: string;
          name: string;
          pages: Json;
          user_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          id?: string;
          name?: string;
          pages?: Json;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "slide_uploads_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "slide_uploads_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      slides: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          notes: string | null;
          page_number: number;
          presentation_id: string;
          thumbnail_url: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          notes?: string | null;
          page_number: number;
          presentation_id: string;
          thumbnail_url?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          notes?: string | null;
          page_number?: number;
          presentation_id?: string;
          thumbnail_url?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "slides_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "slides_presentation_id_fkey";
            columns: ["presentation_id"];
            isOneToOne: false;
            referencedRelation: "presentations";
            referencedColumns: ["id"];
          },
        ];
      };
      tags: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          name_encoded: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          name_encoded: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          name_encoded?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "tags_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      therapist_patients: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_main: boolean;
          is_updated: boolean;
          patient_user_id: string;
          therapist_profile_id: string | null;
          therapist_user_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_main?: boolean;
          is_updated?: boolean;
          patient_user_id: string;
          therapist_profile_id?: string | null;
          therapist_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_main?: boolean;
          is_updated?: boolean;
          patient_user_id?: string;
          therapist_profile_id?: string | null;
          therapist_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "therapist_patients_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_patients_patient_user_id_fkey";
            columns: ["patient_user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_patients_therapist_profile_id_fkey";
            columns: ["therapist_profile_id"];
            isOneToOne: false;
            referencedRelation: "therapist_profiles";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_patients_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      therapist_profiles: {
        Row: {
          calendar_id: string | null;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          introduction_video_ids: string[];
          is_updated: boolean;
          selected_calendar_service: string | null;
          selected_introduction_video_id: string | null;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
          weekly_working_hours_id: string | null;
        };
        Insert: {
          calendar_id?: string | null;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          introduction_video_ids?: string[];
          is_updated?: boolean;
          selected_calendar_service?: string | null;
          selected_introduction_video_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_id: string;
          weekly_working_hours_id?: string | null;
        };
        Update: {
          calendar_id?: string | null;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          introduction_video_ids?: string[];
          is_updated?: boolean;
          selected_calendar_service?: string | null;
          selected_introduction_video_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
          weekly_working_hours_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "therapist_profiles_calendar_id_fkey";
            columns: ["calendar_id"];
            isOneToOne: false;
            referencedRelation: "calendars";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_profiles_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_profiles_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "therapist_profiles_wwh_fk";
            columns: ["weekly_working_hours_id"];
            isOneToOne: false;
            referencedRelation: "weekly_working_hours";
            referencedColumns: ["id"];
          },
        ];
      };
      timeslots: {
        Row: {
          appointment_type_id: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          duration: number;
          id: string;
          is_updated: boolean;
          live_session_type: string;
          start_at: string;
          therapist_user_id: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_id: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          duration: number;
          id?: string;
          is_updated?: boolean;
          live_session_type: string;
          start_at: string;
          therapist_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_id?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          duration?: number;
          id?: string;
          is_updated?: boolean;
          live_session_type?: string;
          start_at?: string;
          therapist_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "timeslots_appointment_type_id_fkey";
            columns: ["appointment_type_id"];
            isOneToOne: false;
            referencedRelation: "appointment_types";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "timeslots_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "timeslots_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      user_addresses: {
        Row: {
          address: string;
          city: string;
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          id: string;
          is_updated: boolean;
          postcode: string;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
        };
        Insert: {
          address: string;
          city: string;
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          postcode: string;
          updated_at?: string;
          updated_by?: string | null;
          user_id: string;
        };
        Update: {
          address?: string;
          city?: string;
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          id?: string;
          is_updated?: boolean;
          postcode?: string;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "user_addresses_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "user_addresses_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
      users: {
        Row: {
          appointment_type_ids: string[];
          avatar_url: string | null;
          clinic_id: string | null;
          created_at: string;
          created_by: string | null;
          custom_identifier: string | null;
          description: string | null;
          email: string | null;
          first_name: string;
          id: string;
          is_calendar_integrated: boolean;
          is_consent_agreed: boolean | null;
          is_data_processing_agreement_agreed: boolean | null;
          is_google_slides_integrated: boolean;
          is_temporary_password_resolved: boolean;
          is_treatment_finished: boolean;
          is_updated: boolean;
          is_vipps_connected_to_profile: boolean;
          language: string;
          last_name: string;
          location_id: string | null;
          patient_profile_id: string | null;
          phone: string | null;
          role: string | null;
          selected_clinic_id: string | null;
          therapist_profile_id: string | null;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          appointment_type_ids?: string[];
          avatar_url?: string | null;
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          custom_identifier?: string | null;
          description?: string | null;
          email?: string | null;
          first_name?: string;
          id: string;
          is_calendar_integrated?: boolean;
          is_consent_agreed?: boolean | null;
          is_data_processing_agreement_agreed?: boolean | null;
          is_google_slides_integrated?: boolean;
          is_temporary_password_resolved?: boolean;
          is_treatment_finished?: boolean;
          is_updated?: boolean;
          is_vipps_connected_to_profile?: boolean;
          language?: string;
          last_name?: string;
          location_id?: string | null;
          patient_profile_id?: string | null;
          phone?: string | null;
          role?: string | null;
          selected_clinic_id?: string | null;
          therapist_profile_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          appointment_type_ids?: string[];
          avatar_url?: string | null;
          clinic_id?: string | null;
          created_at?: string;
          created_by?: string | null;
          custom_identifier?: string | null;
          description?: string | null;
          email?: string | null;
          first_name?: string;
          id?: string;
          is_calendar_integrated?: boolean;
          is_consent_agreed?: boolean | null;
          is_data_processing_agreement_agreed?: boolean | null;
          is_google_slides_integrated?: boolean;
          is_temporary_password_resolved?: boolean;
          is_treatment_finished?: boolean;
          is_updated?: boolean;
          is_vipps_connected_to_profile?: boolean;
          language?: string;
          last_name?: string;
          location_id?: string | null;
          patient_profile_id?: string | null;
          phone?: string | null;
          role?: string | null;
          selected_clinic_id?: string | null;
          therapist_profile_id?: string | null;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "users_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "users_id_fkey";
            columns: ["id"];
            isOneToOne: true;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "users_location_id_fkey";
            columns: ["location_id"];
            isOneToOne: false;
            referencedRelation: "locations";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "users_patient_profile_fk";
            columns: ["patient_profile_id"];
            isOneToOne: false;
            referencedRelation: "patient_profiles";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "users_selected_clinic_id_fkey";
            columns: ["selected_clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "users_therapist_profile_fk";
            columns: ["therapist_profile_id"];
            isOneToOne: false;
            referencedRelation: "therapist_profiles";
            referencedColumns: ["id"];
          },
        ];
      };
      video_scripts: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          description: string | null;
          id: string;
          is_updated: boolean;
          name: string;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_updated?: boolean;
          name: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_updated?: boolean;
          name?: string;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "video_scripts_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
        ];
      };
      video_statistics: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          first_view_date: string | null;
          id: string;
          is_updated: boolean;
          last_session: Json | null;
          sessions: Json;
          total_completed_views_count: number;
          uncompleted_views_count: number;
          updated_at: string;
          updated_by: string | null;
          user_id: string;
          video_duration: number | null;
          video_id: string;
          views_by_date: Json;
          views_by_device_type: Json;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          first_view_date?: string | null;
          id?: string;
          is_updated?: boolean;
          last_session?: Json | null;
          sessions?: Json;
          total_completed_views_count?: number;
          uncompleted_views_count?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id: string;
          video_duration?: number | null;
          video_id: string;
          views_by_date?: Json;
          views_by_device_type?: Json;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          first_view_date?: string | null;
          id?: string;
          is_updated?: boolean;
          last_session?: Json | null;
          sessions?: Json;
          total_completed_views_count?: number;
          uncompleted_views_count?: number;
          updated_at?: string;
          updated_by?: string | null;
          user_id?: string;
          video_duration?: number | null;
          video_id?: string;
          views_by_date?: Json;
          views_by_device_type?: Json;
        };
        Relationships: [
          {
            foreignKeyName: "video_statistics_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "video_statistics_user_id_fkey";
            columns: ["user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "video_statistics_video_id_fkey";
            columns: ["video_id"];
            isOneToOne: false;
            referencedRelation: "videos";
            referencedColumns: ["id"];
          },
        ];
      };
      videos: {
        Row: {
          chapters_ordered: string[];
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          description: string | null;
          id: string;
          is_draft: boolean;
          is_updated: boolean;
          name: string | null;
          q_video_id: string | null;
          selected_language_id: string | null;
          tag_ids: string[];
          updated_at: string;
          updated_by: string | null;
          video_script_id: string | null;
          video_url: string | null;
        };
        Insert: {
          chapters_ordered?: string[];
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_draft?: boolean;
          is_updated?: boolean;
          name?: string | null;
          q_video_id?: string | null;
          selected_language_id?: string | null;
          tag_ids?: string[];
          updated_at?: string;
          updated_by?: string | null;
          video_script_id?: string | null;
          video_url?: string | null;
        };
        Update: {
          chapters_ordered?: string[];
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          description?: string | null;
          id?: string;
          is_draft?: boolean;
          is_updated?: boolean;
          name?: string | null;
          q_video_id?: string | null;
          selected_language_id?: string | null;
          tag_ids?: string[];
          updated_at?: string;
          updated_by?: string | null;
          video_script_id?: string | null;
          video_url?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: "videos_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "videos_selected_language_id_fkey";
            columns: ["selected_language_id"];
            isOneToOne: false;
            referencedRelation: "languages";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "videos_video_script_id_fkey";
            columns: ["video_script_id"];
            isOneToOne: false;
            referencedRelation: "video_scripts";
            referencedColumns: ["id"];
          },
        ];
      };
      weekly_working_hour_slots: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          end_at: string;
          id: string;
          is_updated: boolean;
          live_session_type: string;
          start_at: string;
          therapist_user_id: string;
          updated_at: string;
          updated_by: string | null;
          weekly_working_hours_id: string;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          end_at: string;
          id?: string;
          is_updated?: boolean;
          live_session_type: string;
          start_at: string;
          therapist_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
          weekly_working_hours_id: string;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          end_at?: string;
          id?: string;
          is_updated?: boolean;
          live_session_type?: string;
          start_at?: string;
          therapist_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
          weekly_working_hours_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: "weekly_working_hour_slots_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "weekly_working_hour_slots_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "weekly_working_hour_slots_weekly_working_hours_id_fkey";
            columns: ["weekly_working_hours_id"];
            isOneToOne: false;
            referencedRelation: "weekly_working_hours";
            referencedColumns: ["id"];
          },
        ];
      };
      weekly_working_hours: {
        Row: {
          clinic_id: string;
          created_at: string;
          created_by: string | null;
          full_time: Json;
          id: string;
          is_same_working_hours_for_live_session_types: boolean;
          is_updated: boolean;
          last_date_of_week: string | null;
          offset_in_hours: number;
          therapist_profile_id: string;
          therapist_user_id: string;
          updated_at: string;
          updated_by: string | null;
          week_status: Json;
        };
        Insert: {
          clinic_id: string;
          created_at?: string;
          created_by?: string | null;
          full_time?: Json;
          id?: string;
          is_same_working_hours_for_live_session_types?: boolean;
          is_updated?: boolean;
          last_date_of_week?: string | null;
          offset_in_hours?: number;
          therapist_profile_id: string;
          therapist_user_id: string;
          updated_at?: string;
          updated_by?: string | null;
          week_status?: Json;
        };
        Update: {
          clinic_id?: string;
          created_at?: string;
          created_by?: string | null;
          full_time?: Json;
          id?: string;
          is_same_working_hours_for_live_session_types?: boolean;
          is_updated?: boolean;
          last_date_of_week?: string | null;
          offset_in_hours?: number;
          therapist_profile_id?: string;
          therapist_user_id?: string;
          updated_at?: string;
          updated_by?: string | null;
          week_status?: Json;
        };
        Relationships: [
          {
            foreignKeyName: "weekly_working_hours_clinic_id_fkey";
            columns: ["clinic_id"];
            isOneToOne: false;
            referencedRelation: "clinics";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "weekly_working_hours_therapist_profile_id_fkey";
            columns: ["therapist_profile_id"];
            isOneToOne: true;
            referencedRelation: "therapist_profiles";
            referencedColumns: ["id"];
          },
          {
            foreignKeyName: "weekly_working_hours_therapist_user_id_fkey";
            columns: ["therapist_user_id"];
            isOneToOne: false;
            referencedRelation: "users";
            referencedColumns: ["id"];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_patient_invitation: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      add_slide_presentations: {
        Args: { p_upload_ids: unknown };
        Returns: number;
      };
      appointment_journal_state: {
        Args: { p_appointment_id: string };
        Returns: { appointment_id: string; patient_user_id: string; journal_id: string; status: string; is_skipped: boolean; draft_record_id: string; approved_record_id: string }[];
      };
      attach_therapists: {
        Args: { p_patient_user_id: string; p_therapist_user_ids: unknown };
        Returns: string[];
      };
      book_appointment: {
        Args: { p_patient_user_id: string; p_appointment_type_id: string; p_start: string; p_live_session_type: string; p_script_id: string; p_title?: string; p_therapist_user_id?: string; p_is_draft_appointment?: boolean };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      book_invitation_appointment: {
        Args: { p_invitation_id: string; p_appointment_type_id: string; p_start: string; p_live_session_type: string; p_script_id: string; p_title?: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      calendar_service_approve: {
        Args: { p_state: string; p_code_hash: string };
        Returns: string;
      };
      calendar_service_begin: {
        Args: { p_user_id: string; p_provider: string; p_state: string; p_redirect_url: string };
        Returns: undefined;
      };
      calendar_service_claim: {
        Args: { p_user_id: string; p_state: string; p_code_hash: string };
        Returns: { provider: string; redirect_url: string }[];
      };
      calendar_service_connect: {
        Args: { p_user_id: string; p_provider: string; p_calendar_id?: string; p_external_id?: string; p_name?: string; p_access_role?: string };
        Returns: Database["public"]["Tables"]["calendars"]["Row"];
      };
      calendar_service_create_calendar: {
        Args: { p_user_id: string; p_name: string };
        Returns: Database["public"]["Tables"]["calendars"]["Row"];
      };
      calendar_service_disconnect: {
        Args: { p_user_id: string };
        Returns: boolean;
      };
      calendar_service_event: {
        Args: { p_user_id: string; p_calendar_id: string; p_event_id: string; p_external_id: string };
        Returns: { id: string; calendar_id: string; appointment_id: string; type: string; start_at: string; end_at: string; summary: string; live_session_type: string; appointment_status: string; external_id: string; custom_properties: Json; calendar_provider: string; calendar_external_id: string; owner_user_id: string }[];
      };
      calendar_service_request: {
        Args: { p_state: string };
        Returns: { email: string; first_name: string; last_name: string; provider: string; redirect_url: string; status: string }[];
      };
      calendar_service_save_account: {
        Args: { p_user_id: string; p_provider: string; p_account_id: string; p_account_email: string; p_access_token?: string; p_refresh_token?: string; p_token_expires_at?: string };
        Returns: undefined;
      };
      calendar_service_session: {
        Args: { p_user_id: string };
        Returns: { is_authenticated: boolean; provider: string; account_id: string; account_email: string; access_token: string; refresh_token: string; token_expires_at: string; calendar_id: string; calendar_provider: string; calendar_external_id: string; is_calendar_integrated: boolean }[];
      };
      calendar_service_set_external_id: {
        Args: { p_user_id: string; p_event_id: string; p_external_id: string };
        Returns: undefined;
      };
      calendar_service_update_token: {
        Args: { p_user_id: string; p_access_token: string; p_token_expires_at: string };
        Returns: undefined;
      };
      calendar_sync_claim: {
        Args: { p_limit?: number; p_lease_seconds?: number };
        Returns: { id: number; appointment_id: string; reason: string; attempts: number }[];
      };
      calendar_sync_done: {
        Args: { p_id: number };
        Returns: undefined;
      };
      calendar_sync_due: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      calendar_sync_events: {
        Args: { p_appointment_id: string };
        Returns: { id: string; calendar_id: string; appointment_id: string; type: string; start_at: string; end_at: string; summary: string; live_session_type: string; appointment_status: string; external_id: string; custom_properties: Json; calendar_provider: string; calendar_external_id: string; owner_user_id: string }[];
      };
      calendar_sync_failed: {
        Args: { p_id: number; p_error: string };
        Returns: undefined;
      };
      calendar_sync_set_external_id: {
        Args: { p_event_id: string; p_external_id: string };
        Returns: undefined;
      };
      calendar_sync_status: {
        Args: { p_appointment_id: string };
        Returns: { id: number; reason: string; attempts: number; processed_at: string; failed_at: string; next_attempt_at: string; last_error: string }[];
      };
      cancel_appointment: {
        Args: { p_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      cancel_patient_invitation: {
        Args: { p_invitation_id: string };
        Returns: undefined;
      };
      clear_journal_record_pdf: {
        Args: { p_id: string };
        Returns: string;
      };
      complete_patient_invitation: {
        Args: { p_invitation_id: string; p_user_id: string };
        Returns: undefined;
      };
      confirm_journal_access: {
        Args: { p_patient_user_id: string; p_reason: string };
        Returns: undefined;
      };
      confirm_patient_readiness: {
        Args: { p_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      connect_slides_account: {
        Args: { p_code: string };
        Returns: undefined;
      };
      create_journal_record: {
        Args: { p_journal_id: string; p_text: string; p_appointment_id?: string; p_is_draft?: boolean; p_progression?: number };
        Returns: string;
      };
      create_patient_invitation: {
        Args: { p_first_name: string; p_last_name: string; p_phone: string; p_email: string; p_is_patient_can_choose_next_appointment_by_himself?: boolean; p_appointment_type_id?: string; p_therapist_id?: string; p_booking_data?: Json };
        Returns: string;
      };
      create_payment_request: {
        Args: { p_appointment_id: string };
        Returns: Json;
      };
      custom_access_token_hook: {
        Args: { event: Json };
        Returns: Json;
      };
      delete_invoice: {
        Args: { p_id: string };
        Returns: string;
      };
      digital_id_connect: {
        Args: { p_user_id: string; p_provider_email: string };
        Returns: undefined;
      };
      digital_id_disconnect: {
        Args: { p_user_id: string };
        Returns: boolean;
      };
      disconnect_slides_account: {
        Args: Record<PropertyKey, never>;
        Returns: undefined;
      };
      finish_appointment: {
        Args: { p_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      finish_treatment: {
        Args: { p_patient_user_id: string };
        Returns: undefined;
      };
      get_available_therapists_for_timeslot: {
        Args: { p_clinic_id: string; p_timeslot_start_date: string; p_appointment_type_id: string };
        Returns: { id: string; first_name: string; last_name: string; email: string; avatar_url: string; therapist_profile_id: string }[];
      };
      get_free_timeslots: {
        Args: { p_therapist_user_id: string; p_appointment_type_id: string; p_live_session_type: string; p_day: string; p_exclude_appointment_id?: string };
        Returns: { start_at: string }[];
      };
      get_menu_badges: {
        Args: Record<PropertyKey, never>;
        Returns: { pending_payments: number; patients_online: number; unseen_notifications: number }[];
      };
      get_patient_by_email: {
        Args: { p_email: string };
        Returns: { id: string; is_clinic_member: boolean; is_invited: boolean }[];
      };
      get_patients_have_first_appointment: {
        Args: { p_therapist_user_id: string; p_clinic_id: string };
        Returns: { patient_user_id: string; first_name: string; last_name: string; email: string; phone: string; avatar_url: string; custom_identifier: string; appointment_id: string; start_at: string; end_at: string; live_session_type: string; status: string }[];
      };
      get_payment_item: {
        Args: { p_appointment_id: string };
        Returns: { appointment_id: string; patient_user_id: string; first_name: string; last_name: string; title: string; start_at: string; price: number; currency_id: string; currency_code: string; phone: string; email: string; is_free: boolean; is_paid: boolean; invoice_number: number; has_open_request: boolean }[];
      };
      go_to_journal: {
        Args: { p_appointment_id: string; p_selected_therapist_user_id?: string };
        Returns: Json;
      };
      google_slides_oauth_begin: {
        Args: { p_user_id: string; p_state: string; p_redirect_url: string };
        Returns: undefined;
      };
      google_slides_oauth_claim: {
        Args: { p_user_id: string; p_state: string };
        Returns: string;
      };
      invoice_document: {
        Args: { p_id: string };
        Returns: Json;
      };
      journal_template_variables: {
        Args: { p_patient_user_id: string };
        Returns: Json;
      };
      list_free_patients: {
        Args: { p_query?: string; p_limit?: number; p_offset?: number };
        Returns: { id: string; first_name: string; last_name: string; email: string; phone: string; avatar_url: string; custom_identifier: string; is_treatment_finished: boolean; category: string; main_therapist_user_id: string; is_allow_view_journal_records: boolean; is_allow_client_schedule_appointment: boolean; number_of_active_appointments: number; total_count: number }[];
      };
      list_invoice_appointments: {
        Args: { p_patient_user_id: string; p_invoice_id?: string };
        Returns: { id: string; title: string; start_at: string; price: number; invoice_number: number; payment_status: string; currency_code: string }[];
      };
      list_journal_access_log: {
        Args: { p_patient_user_id: string; p_limit?: number };
        Returns: { id: string; reader_id: string; reader_name: string; action: string; reason: string; is_main_therapist: boolean; journal_record_id: string; created_at: string }[];
      };
      list_journal_records: {
        Args: { p_journal_id: string; p_reason?: string; p_limit?: number; p_offset?: number };
        Returns: { id: string; journal_id: string; patient_user_id: string; appointment_id: string; text: string; is_draft: boolean; pdf_url: string; progression: number; appointment_snapshot: Json; created_at: string; updated_at: string; created_by: string; author_name: string }[];
      };
      list_patients: {
        Args: { p_query?: string; p_include_finished?: boolean; p_limit?: number; p_offset?: number };
        Returns: { id: string; first_name: string; last_name: string; email: string; phone: string; avatar_url: string; custom_identifier: string; is_treatment_finished: boolean; category: string; main_therapist_user_id: string; is_allow_view_journal_records: boolean; is_allow_client_schedule_appointment: boolean; number_of_active_appointments: number; total_count: number }[];
      };
      list_payment_items: {
        Args: { p_category: string; p_limit?: number; p_offset?: number };
        Returns: { appointment_id: string; patient_user_id: string; first_name: string; last_name: string; avatar_url: string; custom_identifier: string; title: string; start_at: string; price: number; currency_code: string; is_sent: boolean; is_free: boolean; last_status: string; last_error_code: string; last_error_message: string; total_count: number; invoice_number: number }[];
      };
      live_session_choose: {
        Args: { p_appointment_id: string; p_kind: string; p_id: string };
        Returns: string;
      };
      live_session_go_to_journal: {
        Args: { p_appointment_id: string };
        Returns: Json;
      };
      live_session_step: {
        Args: { p_appointment_id: string; p_action: string; p_expected_step_id: string; p_target_step_id?: string };
        Returns: Json;
      };
      local_calendar_provider_events: {
        Args: { p_calendar_id: string };
        Returns: { id: string; calendar_event_id: string; start_at: string; end_at: string; summary: string; created_at: string; updated_at: string; writes: number }[];
      };
      local_calendar_provider_push: {
        Args: { p_event_id: string };
        Returns: string;
      };
      local_calendar_provider_remove: {
        Args: { p_external_id: string };
        Returns: undefined;
      };
      mark_next_appointment_scheduled: {
        Args: { p_appointment_id: string; p_next_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      mark_notifications_seen: {
        Args: { p_ids?: unknown };
        Returns: number;
      };
      mark_overtime_reached: {
        Args: { p_appointment_id: string };
        Returns: boolean;
      };
      next_invoice_number: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      open_patient_journal: {
        Args: { p_patient_user_id: string };
        Returns: { journal_id: string; is_main_therapist: boolean; is_confirmed: boolean }[];
      };
      patient_stop_appointment: {
        Args: { p_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      payment_provider_event: {
        Args: { p_reference: string; p_event: string; p_error_message?: string; p_error_code?: string };
        Returns: Json;
      };
      read_journal_history: {
        Args: { p_journal_id: string; p_reason?: string };
        Returns: { id: string; journal_record_id: string; type: string; text: string; previous_text: string; appointment_id: string; previous_appointment_id: string; therapist_user_id: string; created_at: string }[];
      };
      read_journal_record: {
        Args: { p_id: string; p_reason?: string };
        Returns: { id: string; journal_id: string; patient_user_id: string; appointment_id: string; text: string; is_draft: boolean; pdf_url: string; progression: number; appointment_snapshot: Json; created_at: string; updated_at: string; created_by: string }[];
      };
      read_journal_records_for_export: {
        Args: { p_ids: unknown; p_reason?: string };
        Returns: { id: string; text: string; appointment_snapshot: Json; created_at: string; author_name: string; patient_name: string; clinic_name: string }[];
      };
      reassign_therapist: {
        Args: { p_patient_user_id: string; p_therapist_user_id: string; p_appointment_id?: string };
        Returns: string;
      };
      record_video_view: {
        Args: { p_video_id: string; p_seconds_played: number; p_is_playback_completed: boolean; p_video_duration: number; p_device_type?: string; p_browser_name?: string; p_browser_version?: string; p_user_agent?: string };
        Returns: Database["public"]["Tables"]["video_statistics"]["Row"];
      };
      remove_payment_item: {
        Args: { p_appointment_id: string };
        Returns: undefined;
      };
      remove_video: {
        Args: { p_video_id: string };
        Returns: string;
      };
      remove_video_recording: {
        Args: { p_video_id: string };
        Returns: string;
      };
      reorder_script_steps: {
        Args: { p_script_id: string; p_ordered_ids: unknown };
        Returns: undefined;
      };
      save_google_slide_presentations: {
        Args: { p_user_id: string; p_items: Json };
        Returns: string[];
      };
      save_google_slides_account: {
        Args: { p_user_id: string; p_email: string; p_access_token: string; p_refresh_token: string; p_expires_at: string };
        Returns: undefined;
      };
      save_invoice: {
        Args: { p_id: string; p_patient_user_id: string; p_appointment_ids: unknown; p_number: number; p_invoice_date: string; p_due_date: string; p_currency_id: string; p_address: string; p_postcode: string; p_city: string };
        Returns: string;
      };
      save_journal_draft: {
        Args: { p_id: string; p_text: string };
        Returns: undefined;
      };
      save_video: {
        Args: { p_video_id: string; p_name: string; p_description: string; p_tags: unknown; p_language_id: string; p_video_script_id: string; p_chapters: Json };
        Returns: Database["public"]["Tables"]["videos"]["Row"];
      };
      save_working_hours: {
        Args: { p_live_session_types: unknown; p_slots: unknown; p_week_status: Json; p_full_time: boolean; p_is_same_for_all_types?: boolean };
        Returns: Database["public"]["Tables"]["weekly_working_hours"]["Row"];
      };
      search_patients: {
        Args: { p_query: string; p_limit?: number };
        Returns: Database["public"]["Tables"]["users"]["Row"][];
      };
      set_cgi_rating: {
        Args: { p_appointment_id: string; p_kind: string; p_level?: number };
        Returns: string;
      };
      set_invoice_pdf: {
        Args: { p_id: string; p_path: string };
        Returns: undefined;
      };
      set_patient_access: {
        Args: { p_patient_user_id: string; p_access: string; p_value: boolean };
        Returns: undefined;
      };
      set_patient_online: {
        Args: { p_appointment_id: string; p_online: boolean };
        Returns: undefined;
      };
      set_remote_sharing: {
        Args: { p_appointment_id: string; p_patch: Json };
        Returns: Database["public"]["Tables"]["remote_sharing"]["Row"];
      };
      set_video_recording: {
        Args: { p_video_id: string; p_path: string };
        Returns: Json;
      };
      skip_journal_record: {
        Args: { p_appointment_id: string };
        Returns: undefined;
      };
      start_appointment: {
        Args: { p_appointment_id: string; p_confirm_patient_action?: boolean };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      start_live_session: {
        Args: { p_appointment_id: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      unattach_self: {
        Args: { p_patient_user_id: string };
        Returns: undefined;
      };
      update_appointment: {
        Args: { p_appointment_id: string; p_start?: string; p_title?: string; p_live_session_type?: string; p_script_id?: string; p_patient_user_id?: string; p_therapist_user_id?: string };
        Returns: Database["public"]["Tables"]["appointments"]["Row"];
      };
      update_journal_record: {
        Args: { p_id: string; p_text: string; p_progression?: number };
        Returns: undefined;
      };
      update_payment_info: {
        Args: { p_appointment_id: string; p_date: string; p_price: number; p_currency_id: string; p_phone: string; p_email: string };
        Returns: Json;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DefaultSchema = Database["public"];

export type Tables<T extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])> = (DefaultSchema["Tables"] &
  DefaultSchema["Views"])[T] extends { Row: infer R }
  ? R
  : never;

export type TablesInsert<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T] extends {
  Insert: infer I;
}
  ? I
  : never;

export type TablesUpdate<T extends keyof DefaultSchema["Tables"]> = DefaultSchema["Tables"][T] extends {
  Update: infer U;
}
  ? U
  : never;

export type Enums<T extends keyof DefaultSchema["Enums"]> = DefaultSchema["Enums"][T];

export type CompositeTypes<T extends keyof DefaultSchema["CompositeTypes"]> = DefaultSchema["CompositeTypes"][T];
